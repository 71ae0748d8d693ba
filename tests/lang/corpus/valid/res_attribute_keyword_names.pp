exec { 'x':
  unless  => 'test -f /x',
  require => File['/x'],
  before  => undef,
  tag     => 'a',
}
