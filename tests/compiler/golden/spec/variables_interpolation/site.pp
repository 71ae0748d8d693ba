$homedir = '/home/alice'
$rule = "Allow * from $ipaddress"
notice($rule)
notice("${homedir}/.vim")
notice("$homedir/.vim")
notice('no $interpolation in single quotes')
