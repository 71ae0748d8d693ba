function example::classify(Integer $n) >> String {
  if $n < 0 { return('negative') }
  'non-negative'
}
function example::first_big(Array $a) {
  $a.each |$x| { if $x > 10 { return($x) } }
  undef
}
notice(example::classify(-1))
notice(example::classify(1))
notice(example::first_big([1, 20, 30]))
