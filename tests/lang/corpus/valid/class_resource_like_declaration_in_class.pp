class foo {
  class { 'bar': }
}
