function mymod::double(Numeric $x) { $x * 2 }
