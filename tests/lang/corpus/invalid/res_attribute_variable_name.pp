file { '/tmp/a': $x => file }
