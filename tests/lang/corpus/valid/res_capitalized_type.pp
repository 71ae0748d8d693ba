File { '/tmp/a': ensure => file }
