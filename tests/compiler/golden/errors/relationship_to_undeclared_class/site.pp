class a { }
Class['a'] -> Notify['x']
notify { 'x': }
