function foo($a, $a) {}
