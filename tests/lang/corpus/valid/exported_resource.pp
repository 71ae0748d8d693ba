@@sshkey { 'host': type => 'rsa', key => 'abc' }
