# A small but realistic site manifest: classes, defines, resources, relationships.
class ntp (
  Array[String] $servers = ['0.pool.ntp.org', '1.pool.ntp.org'],
  Boolean       $enable  = true,
) {
  package { 'ntp': ensure => installed }

  file { '/etc/ntp.conf':
    ensure  => file,
    mode    => '0644',
    content => @("CONF"/L),
      # managed by bunraku
      ${servers.map |$s| { "server ${s} iburst" }.join("\n")}
      | CONF
    require => Package['ntp'],
  }

  service { 'ntp':
    ensure    => $enable ? { true => running, default => stopped },
    enable    => $enable,
    subscribe => File['/etc/ntp.conf'],
  }
}

define users::account (String $uid, Optional[String] $shell = undef) {
  user { $title:
    uid   => $uid,
    shell => $shell ? { undef => '/bin/bash', default => $shell },
  }
}

node /^web\d+\.example\.com$/, 'web.example.com' {
  include ntp
  users::account { ['alice', 'bob']: uid => '1000' }
  File <| tag == 'ntp' |> { owner => 'root' }
}

node default {
  notice("no role for ${trusted['certname']}")
}
