$a = ::Foo::bar
