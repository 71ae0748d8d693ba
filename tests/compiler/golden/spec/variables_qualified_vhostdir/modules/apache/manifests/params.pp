class apache::params {
  $vhostdir = '/etc/apache2/sites-enabled'
}
