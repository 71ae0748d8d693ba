class gp { $g = 'from gp' }
class p inherits gp { $p = 'from p' }
class c inherits p { notice("${g}, ${p}") }
include c
