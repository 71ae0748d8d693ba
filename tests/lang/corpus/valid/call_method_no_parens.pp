$a = [1, 2].length
