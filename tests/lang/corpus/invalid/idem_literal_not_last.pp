1
notice('x')
