1 -> Notify['a']
