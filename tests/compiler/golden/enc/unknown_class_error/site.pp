notice('top')
