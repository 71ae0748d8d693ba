file { '/tmp/a':
  ensure => file
  owner  => 'root',
}
