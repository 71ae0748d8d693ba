$a = foo::Bar
