if true {
  class foo {}
}
