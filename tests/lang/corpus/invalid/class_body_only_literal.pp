class foo {
  'x'
}
