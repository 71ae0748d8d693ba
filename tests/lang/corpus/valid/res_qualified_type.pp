foo::bar { 'x': param => 1 }
