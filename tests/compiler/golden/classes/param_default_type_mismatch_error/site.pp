class web(Integer $port = 'eighty') { }
include web
