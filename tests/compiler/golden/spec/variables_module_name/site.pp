include mymod
mymod::thing { 'x': }
notice("top module_name=[${module_name}]")
