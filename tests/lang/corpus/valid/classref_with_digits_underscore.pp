$a = Foo_1::B2
