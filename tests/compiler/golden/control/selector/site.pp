$osname = 'Debian'
$pkg = $osname ? {
  'redhat' => 'httpd',
  'debian' => 'apache2',
  default  => 'unknown',
}
notice($pkg)
notice(5 ? { String => 's', Integer => 'i' })
notice('x' ? { /y/ => 1, default => 'dflt' })
