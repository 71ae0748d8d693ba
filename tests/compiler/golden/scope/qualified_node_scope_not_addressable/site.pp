$v = 'top'
node default {
  $v = 'node'
  include c
}
class c { notice("${::v}") }
