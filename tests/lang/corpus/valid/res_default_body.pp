file {
  default:
    ensure => file,
    owner  => 'root',
  ;
  ['/tmp/a', '/tmp/b']:
  ;
  '/tmp/c':
    mode => '0644',
  ;
}
