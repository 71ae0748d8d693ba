Sshkey <<| |>> { ensure => present }
