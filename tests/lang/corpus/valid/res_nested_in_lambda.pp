['a', 'b'].each |$n| {
  notify { $n: }
}
