$n = 5
$a = [10, 20, 30]
$h = {'key' => 'value'}
notice("${$n + 1} ${a[1]} ${h['key']} ${a.length} ${n}")
notice("${a[-1]} ${a[0,2]}")
notice("$a[1]")
