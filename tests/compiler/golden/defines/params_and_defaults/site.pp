define vhost(String $docroot, Integer $port = 80) {
  notice("${title}: ${docroot} on ${port}")
}
vhost { 'a.example.com': docroot => '/var/www/a' }
vhost { 'b.example.com': docroot => '/var/www/b', port => 8080 }
