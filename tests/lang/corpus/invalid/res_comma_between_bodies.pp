file { '/a': ensure => file, '/b': ensure => file }
