$top = 'T'
class c { notice("class sees ${top}") }
define d { notice("define sees ${top}") }
include c
d { 'x': }
