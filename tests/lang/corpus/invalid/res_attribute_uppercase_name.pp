file { '/tmp/a': Ensure => file }
