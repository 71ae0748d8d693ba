notice("value [${missing}]")
