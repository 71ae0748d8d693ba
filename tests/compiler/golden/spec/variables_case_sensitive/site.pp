$myVar = 'camel'
$myvar = 'lower'
notice("${myVar} ${myvar}")
