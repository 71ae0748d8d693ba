$n = 'x'
file { "/tmp/${n}": ensure => file }
