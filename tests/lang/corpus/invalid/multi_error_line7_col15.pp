class foo (
  String $a = 'x',
) {
  file { '/tmp/a':
    ensure => file,
  }
  $b = [1, 2 3]
}
