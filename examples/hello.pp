# Notify-only manifest: safe to apply anywhere (`bunraku apply examples/hello.pp`).
$greeting = "Hello from ${facts['os']['name']} ${facts['os']['release']['major']}"

class motd (String $who = 'world') {
  notify { 'motd': message => "${greeting}, ${who}!" }
}

define say (Integer $times = 1) {
  Integer[1, $times].each |$i| { notify { "${title} #${i}": } }
}

include motd
say { 'hi': times => 2 }
notify { 'last': require => Class['motd'] }
