$a = Class['foo::bar']
