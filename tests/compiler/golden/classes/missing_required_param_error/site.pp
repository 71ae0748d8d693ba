class web(String $host) { }
include web
