class mymod {
  notice("class module_name=${module_name}")
}
