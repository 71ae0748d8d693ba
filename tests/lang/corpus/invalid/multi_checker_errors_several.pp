class foo($a, $a) {}
define bar($title) {}
$facts = 1
$1 = 2
class integer {}
