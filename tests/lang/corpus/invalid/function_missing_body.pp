function foo()
