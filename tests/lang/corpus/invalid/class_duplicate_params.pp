class foo($a, $b, $a) {}
