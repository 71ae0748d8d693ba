class declared {
  file { '/tmp/dyn': }
}
class declarer {
  File { mode => '0600' }
  include declared
}
include declarer
