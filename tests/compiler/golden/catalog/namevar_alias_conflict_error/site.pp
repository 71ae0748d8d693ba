file { '/srv/a': }
file { 'b': path => '/srv/a' }
