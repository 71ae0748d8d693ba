$a = Timestamp
$b = Runtime['ruby', 'Object']
