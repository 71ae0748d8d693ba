[1].map |Integer $x| { $x * 2 }
