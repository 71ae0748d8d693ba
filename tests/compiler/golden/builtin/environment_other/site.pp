notice($environment)
notify { "env ${environment}": }
