define mymod::thing {
  notice("define module_name=${module_name}")
}
