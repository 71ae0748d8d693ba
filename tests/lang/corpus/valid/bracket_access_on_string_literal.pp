$a = 'abc'[1]
