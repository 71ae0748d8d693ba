$zero = 0
notice(10 / $zero)
