if 'ab' =~ /(a)/ { notice("${1}") }
