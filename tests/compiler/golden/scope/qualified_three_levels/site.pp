class a::b { $c = 'deep' }
include a::b
notice($a::b::c)
notice("${a::b::c}")
