[1, 2, 3, 4].each |$x| {
  if $x == 3 { break() }
  notice($x)
}
notice([1, 2, 3].map |$x| { if $x == 2 { break() } $x })
