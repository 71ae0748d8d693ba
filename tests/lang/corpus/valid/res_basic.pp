file { '/etc/passwd':
  ensure => file,
  owner  => 'root',
  mode   => '0600',
}
