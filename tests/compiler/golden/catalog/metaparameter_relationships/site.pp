notify { 'a': before => Notify['b'] }
notify { 'b': require => [Notify['c']] }
notify { 'c': }
notify { 'd': subscribe => Notify['c'], notify => [Notify['a'], Notify['b']] }
