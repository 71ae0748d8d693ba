type MyType = Integer
