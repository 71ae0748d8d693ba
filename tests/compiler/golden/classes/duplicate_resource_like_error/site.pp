class web($port = 80) { }
class { 'web': port => 1 }
class { 'web': port => 2 }
