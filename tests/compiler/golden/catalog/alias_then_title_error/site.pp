notify { 'a': alias => 'x' }
notify { 'x': }
