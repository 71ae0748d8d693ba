::foo::bar { 'x': }
