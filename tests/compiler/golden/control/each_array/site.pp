['a', 'b'].each |$v| { notice($v) }
['a', 'b'].each |$i, $v| { notice("${i}: ${v}") }
$r = [1, 2].each |$v| { }
notice($r)
