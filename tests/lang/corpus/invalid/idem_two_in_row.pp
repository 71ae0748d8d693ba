1
2
notice(3)
