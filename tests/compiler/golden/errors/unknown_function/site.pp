class c {
  nosuch_function()
}
include c
