$v = 'outer'
[1].each |$x| { $v = 'inner' notice("lambda ${v}") }
notice("after ${v}")
