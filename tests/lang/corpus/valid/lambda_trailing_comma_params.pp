[1].each |$x,| { notice($x) }
