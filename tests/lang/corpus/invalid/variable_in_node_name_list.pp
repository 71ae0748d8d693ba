node 'a', $b {}
