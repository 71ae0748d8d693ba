class apache::params {
  $confdir = '/etc/apache2'
}
