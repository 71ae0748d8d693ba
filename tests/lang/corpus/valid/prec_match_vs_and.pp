$a = 'a' =~ /a/ and 'b' !~ /a/
