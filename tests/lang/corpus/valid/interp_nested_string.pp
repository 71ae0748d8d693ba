$a = "${'inner'}"
