$zero = 0.0
notice(1.5 / $zero)
