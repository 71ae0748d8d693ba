class a { }
define d { }
include a
notify { 'n': }
notice(defined('a'))
notice(defined('d'))
notice(defined('nope'))
notice(defined(Notify['n']))
notice(defined(Notify['m']))
notice(defined('$x'))
$x = 1
notice(defined('$x'))
