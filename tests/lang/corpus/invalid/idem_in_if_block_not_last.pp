if true {
  'x'
  notice(1)
}
