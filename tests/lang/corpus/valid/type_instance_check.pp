$a = 1 =~ Integer
$b = [1] =~ Array[Integer]
