class outer {
  $secret = 'outer only'
  d { 'x': }
}
define d { notice("define sees [${secret}]") }
include outer
