case $x {
  'a', 'b': { notice(1) }
  /c/, Integer: { notice(2) }
  default: {}
}
