class c {
  notice("value [${missing}]")
}
include c
