# Class: ntp
class ntp (
  Array[String] $servers = ['0.pool.ntp.org', '1.pool.ntp.org'],
  Boolean $service_enable = true,
  Enum['running', 'stopped'] $service_ensure = 'running',
  Optional[String] $config_template = undef,
) inherits ntp::params {
  package { 'ntp':
    ensure => installed,
  }

  $content = $config_template ? {
    undef   => epp('ntp/ntp.conf.epp', { 'servers' => $servers }),
    default => template($config_template),
  }

  file { '/etc/ntp.conf':
    ensure  => file,
    content => $content,
    require => Package['ntp'],
    notify  => Service['ntp'],
  }

  service { 'ntp':
    ensure => $service_ensure,
    enable => $service_enable,
  }

  $servers.each |Integer $i, String $s| {
    notify { "server ${i}: ${s}": }
  }
}
