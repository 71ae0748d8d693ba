notice(mymod::double(21))
