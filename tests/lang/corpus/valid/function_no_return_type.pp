function foo($a, $b = 2) {
  [$a, $b]
}
