case(1)
