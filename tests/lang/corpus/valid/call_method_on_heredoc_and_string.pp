$a = 'x'.upcase
$b = "y".downcase
