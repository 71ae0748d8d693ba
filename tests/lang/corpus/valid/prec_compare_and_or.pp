$a = 1 < 2 and 3 >= 2 or !true
