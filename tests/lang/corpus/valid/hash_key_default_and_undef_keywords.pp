$a = { default => 1, undef => 2 }
