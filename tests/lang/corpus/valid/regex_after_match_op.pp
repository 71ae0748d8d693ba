$a = 'abc' =~ /b+c/
