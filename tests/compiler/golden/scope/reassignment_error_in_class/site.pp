class c {
  $v = 1
  $v = 2
}
include c
