notify { 'third': }
notify { 'second': }
notify { 'first': }
Notify['first'] -> Notify['second'] ~> Notify['third']
