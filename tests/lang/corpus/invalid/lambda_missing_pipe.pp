[1].each |$a { }
