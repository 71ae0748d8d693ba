class conf($dir = '/etc/app') { }
include conf
notice($conf::dir)
