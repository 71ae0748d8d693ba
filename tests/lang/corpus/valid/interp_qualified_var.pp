$a = "${::osfamily} $::fqdn $foo::bar"
