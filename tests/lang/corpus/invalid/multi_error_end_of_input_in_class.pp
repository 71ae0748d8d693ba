class foo {
  notify { 'x':
    message => 'y',
  }
