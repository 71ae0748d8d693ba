File['/tmp/a', '/tmp/b'] { mode => '0600' }
