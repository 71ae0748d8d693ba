class { 'missing': }
