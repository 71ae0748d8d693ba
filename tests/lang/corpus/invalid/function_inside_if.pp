if true {
  function bar() {}
}
