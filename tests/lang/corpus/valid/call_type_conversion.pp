$a = Integer('42')
$b = String(42, '%x')
