define d { notice("define ${title}") }
d { 'x': }
notice('after declaring d')
class c { notice('class c') }
include c
