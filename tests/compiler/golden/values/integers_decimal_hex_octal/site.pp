notice(42)
notice(-17)
notice(0x1F)
notice(0XfF)
notice(017)
notice(0)
$h = 0x10
$o = 010
notice("${h} ${o}")
