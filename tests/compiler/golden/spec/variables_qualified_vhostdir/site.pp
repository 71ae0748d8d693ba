include apache::params
$vhostdir = $apache::params::vhostdir
notice($vhostdir)
