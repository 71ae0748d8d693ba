each([1, 2]) |$x| { notice($x) }
