$a = [1].foo::bar()
