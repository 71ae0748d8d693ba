function f() {
  class foo {}
}
