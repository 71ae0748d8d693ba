class inner { notice("module_name=${module_name} caller_module_name=[${caller_module_name}]") }
