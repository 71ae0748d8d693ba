notify { 'a': ; 'b': }
