notice("${role} ${::datacenter} ${numbers}")
class c { notice("class sees ${role}") }
include c
