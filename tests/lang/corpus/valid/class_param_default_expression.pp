class foo($a = 1, $b = $a + 1, $c = "${a}x") {}
