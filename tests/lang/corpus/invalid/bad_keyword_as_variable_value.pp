$a = if
