define greet { }
greet { 'x': }
greet { 'x': }
