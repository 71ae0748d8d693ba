file { }
