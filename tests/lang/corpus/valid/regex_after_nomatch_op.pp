$a = 'abc' !~ /^x/
