with() || { notice('x') }
