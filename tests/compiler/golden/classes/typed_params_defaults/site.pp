class web(
  String $host = 'localhost',
  Integer[1, 65535] $port = 80,
  String $url = "http://${host}:${port}/",
  Optional[String] $extra = undef,
) {
  notice($url)
  notice("extra=[${extra}]")
}
class { 'web': port => 8080 }
