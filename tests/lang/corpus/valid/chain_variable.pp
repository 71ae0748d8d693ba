$a = File['/a']
$a -> Notify['x']
