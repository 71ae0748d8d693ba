$a = $b /x/
