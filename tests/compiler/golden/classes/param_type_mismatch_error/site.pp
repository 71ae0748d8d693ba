class web(Integer $port) { }
class { 'web': port => 'eighty' }
