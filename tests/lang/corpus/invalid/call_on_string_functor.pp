'foo'(1)
