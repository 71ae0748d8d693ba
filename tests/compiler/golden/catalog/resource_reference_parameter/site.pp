class c { }
include c
notify { 'target': }
file { '/tmp/f': require => [Notify['target'], Class['c']], notify => Notify['target'] }
