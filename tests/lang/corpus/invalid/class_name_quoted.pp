class 'foo' {}
