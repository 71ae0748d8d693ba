File['/a'] -> Package['b'] -> Service['c']
