assert_type(Integer, 'nope')
