if 'abc' =~ /(b)/ { notice($0, $1) }
