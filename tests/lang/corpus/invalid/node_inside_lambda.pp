[1].each |$x| { node x {} }
