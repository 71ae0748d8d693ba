define foo() {
  $x
}
