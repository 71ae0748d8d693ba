notify { 'int': message => 42 }
notify { 'arr': message => [1, 'a'] }
notify { 'bool': message => true }
