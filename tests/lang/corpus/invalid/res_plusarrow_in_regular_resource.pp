file { '/tmp/a': require +> File['/b'] }
