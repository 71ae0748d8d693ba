1 + 2
notice('x')
