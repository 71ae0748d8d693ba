Resource[File] { '/tmp/a': ensure => file }
