$a = foo
(1 + 2)
