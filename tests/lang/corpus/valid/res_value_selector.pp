package { 'x':
  ensure => $facts['os']['family'] ? { 'Debian' => latest, default => installed },
}
