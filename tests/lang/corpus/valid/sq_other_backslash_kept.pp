$a = 'C:\temp\n'
