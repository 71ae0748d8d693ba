if $a == 1 {
  notice(1)
} elsif $a == 2 {
  notice(2)
} elsif $a =~ /3/ {
  notice(3)
} else {
  notice('x')
}
