notice('1' + 1)
notice('0x10' + 0)
notice('1.5' * 2)
notice("3" - '1')
