if 'hello world' =~ 'w(or)ld' {
  notice("matched ${1}")
}
notice('abc' =~ '^a')
