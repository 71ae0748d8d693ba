notify { 'x': nosuchparam => 1 }
