$a = unless
