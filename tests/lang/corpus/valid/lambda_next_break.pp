[1, 2].each |$x| {
  if $x == 1 { next() }
  if $x == 2 { break() }
}
