notice(Array(10.step(3)))
[1, 2, 3].reverse_each |$x| { notice($x) }
notice(Array([1, 2, 3].reverse_each))
notice(Array(Integer[1, 7].step(2)))
