define foo() {
  $title = 'x'
}
