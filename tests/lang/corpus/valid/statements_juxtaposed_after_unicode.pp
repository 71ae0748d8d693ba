$a = 'héllo wörld' $b
