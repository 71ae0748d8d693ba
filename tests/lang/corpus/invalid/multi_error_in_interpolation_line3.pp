$x = 1
$y = "a
 b ${x + } c"
