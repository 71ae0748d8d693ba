include foo-bar::baz
