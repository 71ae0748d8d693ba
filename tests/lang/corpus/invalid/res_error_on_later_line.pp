file { '/a':
  ensure => file,
  owner  => 'root',
  group  => 'root' 'wheel',
}
