notify { 'kinds':
  message  => 'text',
  withpath => true,
  tag      => ['one', 'two'],
  loglevel => notice,
}
file { '/tmp/p':
  mode    => '0644',
  content => undef,
  backup  => false,
}
exec { 'numbers':
  command   => '/bin/true',
  timeout   => 30,
  tries     => 1.5,
  returns   => [0, 2],
  environment => ['A=1'],
}
