notice(1 << 4)
notice(256 >> 2)
notice(-16 >> 2)
notice(1 << -1)
