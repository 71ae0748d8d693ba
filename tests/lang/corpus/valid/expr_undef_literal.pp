$a = undef
