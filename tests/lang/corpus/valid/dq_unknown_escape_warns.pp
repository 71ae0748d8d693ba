$a = "a\qb"
