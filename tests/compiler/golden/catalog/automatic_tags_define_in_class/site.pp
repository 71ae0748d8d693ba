define site::vhost { notify { "vhost ${title}": } }
class site { site::vhost { 'www': } }
include site
