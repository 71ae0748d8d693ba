include c
node default {
  $nodevar = 'N'
}
class c { notice("class sees [${nodevar}]") }
