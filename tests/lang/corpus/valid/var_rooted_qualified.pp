notice($::foo::bar)
