$a = 'hello'
$b = $a[-1]
