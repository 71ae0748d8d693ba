$a = Foo-Bar
