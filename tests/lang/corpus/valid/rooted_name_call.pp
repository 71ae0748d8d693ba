$a = ::abs(-1)
