service { 'x':
  ensure => running,
    Enable => true,
}
