$x = 1
$a = $x ? { 1 => 2, default => 3 } + 1
