@user { ['a', 'b']: ensure => present }
