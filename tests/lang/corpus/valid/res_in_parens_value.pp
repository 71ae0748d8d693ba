$r = (notify { 'x': })
