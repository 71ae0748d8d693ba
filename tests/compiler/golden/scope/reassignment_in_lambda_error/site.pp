[1].each |$x| {
  $y = 1
  $y = 2
}
