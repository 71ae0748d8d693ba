class c { notice("class sees [${nodevar}]") }
include c
node default {
  $nodevar = 'N'
  include c
}
