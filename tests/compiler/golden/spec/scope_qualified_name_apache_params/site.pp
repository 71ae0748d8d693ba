include apache::params
$local_copy = $apache::params::confdir
notice($local_copy)
