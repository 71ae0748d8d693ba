notify { 'a': alias => 'x' }
notify { 'c': alias => ['x'] }
