class c { }
include c
$c::x = 1
