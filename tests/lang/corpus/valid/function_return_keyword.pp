function foo($x) {
  if $x { return 1 }
  2
}
