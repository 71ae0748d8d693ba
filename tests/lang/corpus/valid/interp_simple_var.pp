$name = 'x'
$a = "hello $name!"
