file { '/tmp/a': }
File['/tmp/a'] {
  owner => 'root',
  mode  => '0640',
}
