$a = foo / 2
