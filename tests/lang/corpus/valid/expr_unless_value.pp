$a = unless false { 1 }
