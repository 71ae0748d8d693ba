'hello'
notice('x')
