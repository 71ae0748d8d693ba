notice(with(1, 2) |$a, $b| { $a + $b })
[1, 2, 3, 4, 5].slice(2) |$chunk| { notice($chunk) }
notice([1, 2, 3].slice(2))
notice(5.then |$x| { $x * 2 })
notice(undef.then |$x| { 'never' })
notice(undef.lest || { 'fallback' })
notice('value'.lest || { 'never' })
