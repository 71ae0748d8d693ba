$a = { default => 1 }
