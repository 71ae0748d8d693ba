class example {
  $greeting = 'hello'
  [1, 2].each |$n| {
    notice("${greeting} ${n}")
  }
}
include example
