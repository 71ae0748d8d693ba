$a = 'x' =~ 'x'
$b = 'x' !~ /y/
$c = 'x' =~ String
