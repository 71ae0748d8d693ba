$x = 1
notice("${x} ${osfamily} ${facts['kernel']}")
