class foo {
  notify { 'x': }
}
