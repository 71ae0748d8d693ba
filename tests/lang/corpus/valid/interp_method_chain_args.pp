$list = ['a', 'b']
$a = "${list.join(',').upcase}"
