Resource['file'] { '/tmp/a': ensure => file }
