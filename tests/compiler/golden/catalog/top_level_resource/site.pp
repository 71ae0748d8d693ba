notify { 'hello': message => 'hi' }
