foo { 'x': bad-name => 1 }
