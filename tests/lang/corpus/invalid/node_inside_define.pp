define foo() {
  node x {}
}
