mod::thing { 'x': value => 'v' }
