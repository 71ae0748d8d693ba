class { '::apache': }
