$a = Foo::bar
