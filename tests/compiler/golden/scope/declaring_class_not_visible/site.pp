class outer {
  $secret = 'outer only'
  include inner
}
class inner { notice("inner sees [${secret}]") }
include outer
