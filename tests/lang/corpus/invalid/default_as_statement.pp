default
notice(1)
