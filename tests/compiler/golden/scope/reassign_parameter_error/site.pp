class c($p = 1) {
  $p = 2
}
include c
