$a = application
$b = site
$c = consumes
$d = produces
