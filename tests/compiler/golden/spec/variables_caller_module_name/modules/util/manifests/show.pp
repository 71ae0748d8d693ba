define util::show {
  notice("${title}: module_name=${module_name} caller_module_name=[${caller_module_name}]")
}
