$v = 'top'
node default {
  $v = 'node'
  include c
  notice("node sees ${v} and top ${::v}")
}
class c {
  $v = 'local'
  notice("class sees ${v} and top ${::v}")
}
