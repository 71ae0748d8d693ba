type Foo inherits Bar {
  attributes => {}
}
