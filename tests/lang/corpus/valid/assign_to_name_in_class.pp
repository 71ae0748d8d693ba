class foo {
  $name = 'x'
}
