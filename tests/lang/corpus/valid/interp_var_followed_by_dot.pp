$x = 'a'
$a = "$x.txt"
