$f = [1].map |$x| >> Integer { $x }
