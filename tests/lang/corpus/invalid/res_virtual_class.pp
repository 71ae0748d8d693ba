@class { 'foo': }
