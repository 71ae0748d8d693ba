$a = 1
[1, 2].each |$x| { notice($x) }
