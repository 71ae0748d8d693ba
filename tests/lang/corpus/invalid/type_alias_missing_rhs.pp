type Foo =
