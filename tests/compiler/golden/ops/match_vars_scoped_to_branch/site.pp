if 'abc' =~ /(b)/ {
  notice("inside [${1}]")
}
notice("outside [${1}]")
