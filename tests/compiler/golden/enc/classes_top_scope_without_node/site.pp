$topvar = 'T'
class c { notice("c sees [${topvar}]") }
