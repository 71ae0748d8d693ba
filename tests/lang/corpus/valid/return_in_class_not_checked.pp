class foo {
  return()
}
