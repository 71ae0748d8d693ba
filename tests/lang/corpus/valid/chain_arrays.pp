[File['/a'], File['/b']] -> Service['c']
