node 123 {}
