class c {
  $factor = 3
  $r = [1, 2].map |$x| { $y = $x * $factor $y }
  notice($r)
  notice("y outside [${y}]")
}
include c
