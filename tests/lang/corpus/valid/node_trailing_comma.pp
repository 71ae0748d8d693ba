node 'a', 'b', {}
