$attrs = { 'owner' => 'root' }
file { '/tmp/a':
  ensure => file,
  *      => $attrs,
}
