$a = true
$b = false
