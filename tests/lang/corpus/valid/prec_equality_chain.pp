$a = 1 == 1 != false
