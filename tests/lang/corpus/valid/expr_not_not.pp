$a = !!true
