notice('a', 'b', 3)
warning(['x'], {'k' => 'v'})
