class foo::bar::baz {}
