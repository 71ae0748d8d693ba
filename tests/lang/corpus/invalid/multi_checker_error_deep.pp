class foo {
  if true {
    [1].each |$x| {
      $trusted = 1
      $2 = 3
    }
  }
}
