# /etc/puppet/manifests/site.pp
File {
  ensure => file,
  owner  => 'puppet',
}

include scope_example
