@user { 'luke': ensure => present }
