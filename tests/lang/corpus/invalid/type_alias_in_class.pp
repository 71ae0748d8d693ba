class foo {
  type Bar = Integer
}
