$a = abs(-1) ? { 1 => 'one', default => 'no' }
