class foo {
  define bar() {}
}
