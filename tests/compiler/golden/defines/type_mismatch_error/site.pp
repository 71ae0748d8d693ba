define vhost(Integer $port) { }
vhost { 'a': port => 'x' }
