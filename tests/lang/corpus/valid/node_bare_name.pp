node web01 {}
