$_a = 1
notice($_a)
