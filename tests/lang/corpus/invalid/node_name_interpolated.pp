$x = 'a'
node "${x}" {}
