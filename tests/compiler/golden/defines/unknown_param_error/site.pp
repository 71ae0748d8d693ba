define vhost($docroot = '/') { }
vhost { 'a': dcoroot => '/x' }
