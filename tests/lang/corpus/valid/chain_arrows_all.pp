notify { 'a': } -> notify { 'b': } ~> notify { 'c': }
Notify['c'] <- Notify['b']
Notify['b'] <~ Notify['a']
