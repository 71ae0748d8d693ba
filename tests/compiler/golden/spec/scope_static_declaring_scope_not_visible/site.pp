class example::other {
  $declarer_var = 'from other'
  include example::four
}
class example::four {
  notice("four sees [${declarer_var}]")
}
include example::other
