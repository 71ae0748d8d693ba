[1].each |$x| { }
