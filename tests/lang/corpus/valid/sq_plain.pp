$a = 'hello world'
