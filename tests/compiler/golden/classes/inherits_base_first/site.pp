class base { notice('base evaluated') $from_base = 'b' }
class derived inherits base { notice("derived sees ${from_base}") }
include derived
