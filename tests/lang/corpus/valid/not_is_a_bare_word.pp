$a = 1 not in [1]
