foo::bar(1)
