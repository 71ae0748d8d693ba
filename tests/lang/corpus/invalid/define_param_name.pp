define foo($name = 'x') {}
