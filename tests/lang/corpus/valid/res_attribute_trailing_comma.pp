notify { 'x': message => 'y', }
