@@class { 'foo': }
