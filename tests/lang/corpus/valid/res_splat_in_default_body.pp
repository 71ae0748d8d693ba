$d = {'mode' => '0644'}
file { default: * => $d; '/tmp/a': }
