$a = 'a # not comment'
