$t = File
Resource[$t] { '/tmp/a': ensure => file }
