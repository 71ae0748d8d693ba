$a = true && false
