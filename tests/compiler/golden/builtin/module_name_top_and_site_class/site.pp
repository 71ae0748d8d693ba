class local { notice("local [${module_name}]") }
include local
notice("top [${module_name}]")
