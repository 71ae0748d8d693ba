$a = { a => 1, b-c => 2, default => 3, undef => 4 }
