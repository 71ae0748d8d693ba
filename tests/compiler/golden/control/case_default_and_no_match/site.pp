case 'x' {
  'y': { notice('y') }
  default: { notice('default taken') }
}
case 'x' {
  'y': { notice('y') }
}
$v = case 'z' { 'q': { 1 } }
notice("no match value [${v}]")
