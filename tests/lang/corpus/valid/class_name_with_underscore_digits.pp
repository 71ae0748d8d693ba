class foo_2::b3 {}
