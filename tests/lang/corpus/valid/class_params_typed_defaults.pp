class ntp (
  String $server = 'pool.ntp.org',
  Optional[Integer[1, 65535]] $port = undef,
  Array[String] $opts = [],
  Boolean $enable = true,
) {
}
