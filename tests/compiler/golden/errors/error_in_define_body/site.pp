define d { $x = 1 / 0 }
d { 'a': }
