$x = 'top x'
class c { $x = 'local x' notice("${::x} vs ${x}") }
include c
