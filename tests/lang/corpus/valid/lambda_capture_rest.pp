with(1, 2, 3) |$a, *$rest| { notice($rest) }
