$x = 'outer'
[1, 2].each |$x| { notice($x) }
notice($x)
