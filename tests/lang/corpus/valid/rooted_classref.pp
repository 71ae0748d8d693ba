$a = ::Foo::Bar
