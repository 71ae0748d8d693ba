class c { notice("env ${environment}") }
