notice($foo::bar::baz)
