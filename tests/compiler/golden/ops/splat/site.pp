$args = ['%s-%s', 'a', 'b']
notice(sprintf(*$args))
$opts = ['x', 'y']
case 'y' {
  *$opts: { notice('in options') }
  default: { notice('not in options') }
}
notice([*[1, 2], 3])
