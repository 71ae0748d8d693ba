$a = 'it\'s a \\ backslash'
