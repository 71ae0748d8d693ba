file { '/tmp/a': ensure => }
