file { '/tmp/secret': content => Sensitive('hunter2') }
