$my_variable = 'top'
class shadow {
  $my_variable = 'local'
  notice("local=${my_variable} top=${::my_variable}")
}
include shadow
