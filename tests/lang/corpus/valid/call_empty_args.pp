$a = foo()
