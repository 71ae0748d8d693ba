{} -> Notify['a']
