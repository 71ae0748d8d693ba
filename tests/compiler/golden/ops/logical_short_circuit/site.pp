$r1 = false and fail('not evaluated')
$r2 = true or fail('not evaluated')
notice("${r1} ${r2}")
