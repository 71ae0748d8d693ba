$a = 'a' in ['a'] == true
