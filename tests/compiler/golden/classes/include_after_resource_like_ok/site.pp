class web($port = 80) { notice("port ${port}") }
class { 'web': port => 1 }
include web
