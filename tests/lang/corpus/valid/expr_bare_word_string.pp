$a = bareword
$b = bare-word
