notice($environment)
class c { notice("in class ${environment}") }
include c
