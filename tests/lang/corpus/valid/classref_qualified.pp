$a = Foo::Bar::Baz
