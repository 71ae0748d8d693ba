$r = [File['/a'], Package['b']]
