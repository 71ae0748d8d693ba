notice($facts['os']['family'])
