notice('a', 'b',)
