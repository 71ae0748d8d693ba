function foo::bar(Integer $x) >> Integer {
  $x + 1
}
