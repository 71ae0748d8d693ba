$a = abs(4) / 2
