notify { 'hello': ; }
