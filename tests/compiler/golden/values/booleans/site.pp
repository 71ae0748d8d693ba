notice(true)
notice(false)
$t = true
$f = false
notice("t=${t} f=${f}")
notice([true, false])
notice(!true)
