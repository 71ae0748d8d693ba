$list = [1, 2]
$a = "${list.length}"
