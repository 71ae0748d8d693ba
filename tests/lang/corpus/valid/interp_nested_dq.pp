$x = 'y'
$a = "outer ${"inner $x"} end"
