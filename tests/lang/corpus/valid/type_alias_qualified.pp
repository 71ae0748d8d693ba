type Foo::Bar::Baz = String[1]
