node default { $nodevar = 'N' notice('node body') }
class c { notice("c sees [${nodevar}]") }
