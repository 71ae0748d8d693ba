[[1]].each |$a| { $a.each |$b| { notice($b) } }
