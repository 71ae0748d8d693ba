$n = 1
notice("${n + 1}")
