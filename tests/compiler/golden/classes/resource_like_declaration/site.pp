class web($port = 80) { notify { "port ${port}": } }
class { 'web':
  port => 8080,
  tag  => 'frontend',
}
