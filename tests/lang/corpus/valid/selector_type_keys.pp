$a = $x ? { Integer => 'i', String => 's', default => 'o' }
