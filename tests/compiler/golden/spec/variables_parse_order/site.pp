notice("before=[${later}]")
$later = 'set'
notice("after=[${later}]")
