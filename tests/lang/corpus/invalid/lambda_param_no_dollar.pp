[1].each |a| { }
