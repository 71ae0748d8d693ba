notice(1 == '1')
notice('1' == '1.0')
notice(1 == 1.0)
