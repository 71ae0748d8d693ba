class c { notice("${facts['kernel']} ${facts['os']['distro']['codename']}") }
include c
