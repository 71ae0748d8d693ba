$a = "${facts['os']['family']}"
