case 42 {
  String:  { notice('string') }
  Integer[0, 10]: { notice('small int') }
  Integer: { notice('int') }
}
case [1, 2] {
  [1, 2]: { notice('array equal') }
  default: { notice('no') }
}
case $facts['os']['name'] {
  /^Deb(.*)$/: { notice("regex ${1}") }
}
