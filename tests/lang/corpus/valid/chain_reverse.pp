Service['c'] <- Package['b']
Service['c'] <~ File['/a']
