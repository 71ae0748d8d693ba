node default {
  $nodevar = 'N'
  include c
}
class c { notice("class sees ${nodevar}") }
