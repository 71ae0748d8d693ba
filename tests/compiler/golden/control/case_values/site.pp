case 'Debian' {
  'redhat', 'centos': { notice('redhat family') }
  'debian':           { notice('debian family') }
  default:            { notice('other') }
}
case 3 {
  1, 2:    { notice('one or two') }
  3:       { notice('three') }
  3:       { notice('never: first match wins') }
}
