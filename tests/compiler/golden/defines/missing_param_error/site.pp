define vhost(String $docroot) { }
vhost { 'a': }
