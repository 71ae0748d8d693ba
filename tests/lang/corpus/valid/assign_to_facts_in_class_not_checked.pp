class foo {
  $facts = 1
}
