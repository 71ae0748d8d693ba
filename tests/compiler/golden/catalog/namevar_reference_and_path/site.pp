file { '/srv/data/': ensure => directory }
file { 'conf': path => '/etc/app.conf' }
exec { 'x': command => '/bin/true', require => [File['/srv/data'], File['/etc/app.conf']] }
exec { 'y': command => '/bin/true' }
notice(defined(File['/srv/data']), defined(File['/etc/app.conf']))
