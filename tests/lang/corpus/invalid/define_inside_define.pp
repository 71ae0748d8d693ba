define foo() {
  define bar() {}
}
