$myvar = 'first'
$myvar = 'second'
