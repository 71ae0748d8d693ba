$a = Enum[a, 'b']
$b = Pattern[/a/, /b/]
