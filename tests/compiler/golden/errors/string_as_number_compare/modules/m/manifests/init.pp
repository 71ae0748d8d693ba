class m {
  $v = '10'
  if $v > 5 { notice('big') }
}
