$a = "abc
$b = 1
