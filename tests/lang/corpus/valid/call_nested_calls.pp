$a = upcase(downcase(strip(' x ')))
