$name = 'x'
$a = "hello ${name}s"
