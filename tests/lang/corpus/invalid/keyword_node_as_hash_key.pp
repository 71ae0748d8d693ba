$a = { node => 1 }
