Nagios_host <<| tag == 'web' and title != 'x' |>>
