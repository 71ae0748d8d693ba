$x = 5
notice(-$x)
notice(- 3.5)
notice(-(-2))
notice(-'4')
