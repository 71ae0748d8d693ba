define foo($a, $a) {}
