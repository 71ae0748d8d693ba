$x = 5
notice($x[0])
