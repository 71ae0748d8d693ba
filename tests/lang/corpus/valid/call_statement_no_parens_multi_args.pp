notice 'a', 'b', 3
