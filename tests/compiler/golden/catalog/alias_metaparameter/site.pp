notify { 'a': alias => 'x' }
notify { 'b': require => Notify['x'] }
notice(defined(Notify['x']))
Notify['x'] -> Notify['c']
notify { 'c': }
