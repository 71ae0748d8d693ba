class foo {
  function bar() {}
}
