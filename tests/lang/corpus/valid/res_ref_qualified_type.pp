$r = Foo::Bar['x']
