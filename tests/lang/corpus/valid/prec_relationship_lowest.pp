notify { 'a': } -> notify { 'b': }
