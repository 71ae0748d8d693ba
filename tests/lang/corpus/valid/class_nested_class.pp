class foo {
  class bar {}
}
