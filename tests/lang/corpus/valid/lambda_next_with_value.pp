$a = [1, 2].map |$x| { if $x == 1 { next(0) } $x }
