define foo() {
  class bar {}
}
