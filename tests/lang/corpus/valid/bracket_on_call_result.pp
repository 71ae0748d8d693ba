$a = split('a,b', ',')[0]
