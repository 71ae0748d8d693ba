node default {
  if $facts['os']['family'] == 'Debian' {
    case $x {
      'a': {
        notify { 'x':
          message => 'y' + ,
        }
      }
    }
  }
}
