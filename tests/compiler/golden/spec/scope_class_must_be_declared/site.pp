$local_copy = $apache::params::confdir
notice("copy=[${local_copy}]")
