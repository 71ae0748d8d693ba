$os = 'a'
$a = "${os ? { 'a' => 1, default => 2 }}"
