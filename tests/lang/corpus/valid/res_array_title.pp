package { ['vim', 'git', 'curl']: ensure => installed }
