$args = [1, 2]
notice(*$args)
