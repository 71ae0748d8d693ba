$content = "some content\n"
file {'/tmp/testing':
  ensure => file,
  content => $content,
}
$address1 = '10.0.0.1'
$address2 = '10.0.0.2'
$address3 = '10.0.0.3'
$address_array = [$address1, $address2, $address3]
notify { 'addresses': message => $address_array }
