class base {
  $a = 'base a'
  $b = 'base b'
}
class derived inherits base {
  $b = 'derived b'
  notice("${a} / ${b} / ${base::b}")
}
include derived
