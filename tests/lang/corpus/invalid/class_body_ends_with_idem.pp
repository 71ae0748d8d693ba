class foo {
  notice('x')
  1 + 1
}
