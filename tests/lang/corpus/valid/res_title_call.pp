notify { upcase('x'): }
