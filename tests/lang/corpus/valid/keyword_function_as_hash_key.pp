$a = { function => 1, type => 2 }
