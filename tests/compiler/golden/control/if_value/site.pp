$a = if true { 'yes' } else { 'no' }
$b = if false { 'yes' }
notice("[${a}] [${b}]")
