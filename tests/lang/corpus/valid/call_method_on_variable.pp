$x = 'a'
$x.notice
