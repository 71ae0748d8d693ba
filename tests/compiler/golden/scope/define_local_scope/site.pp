define d($val) {
  $doubled = "${val}${val}"
  notice($doubled)
}
d { 'a': val => 'x' }
d { 'b': val => 'y' }
notice("top [${doubled}]")
