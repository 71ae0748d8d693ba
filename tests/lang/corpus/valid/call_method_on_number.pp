$a = 1.with |$x| { $x }
