$a = true || false
