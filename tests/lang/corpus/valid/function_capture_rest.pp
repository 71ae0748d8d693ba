function foo(String $a, *$rest) {
  $rest
}
