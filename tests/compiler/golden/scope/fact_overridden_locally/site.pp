class c { $osfamily = 'Mine' notice("${osfamily} ${::osfamily}") }
include c
