Notify['a'] -> 1
