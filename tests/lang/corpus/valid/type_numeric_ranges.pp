$a = Integer[0, default]
$b = Float[-1.0, 1.0]
