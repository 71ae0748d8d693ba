$a = "${case}"
