$a = 'a,b'.split(',')
