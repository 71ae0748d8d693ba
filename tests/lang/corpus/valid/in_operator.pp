$a = 'a' in ['a', 'b']
$b = 'x' in 'xyz'
$c = 'k' in {'k' => 1}
$d = /a/ in ['abc']
