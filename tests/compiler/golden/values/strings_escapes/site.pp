notice("tab[\t] dollar[\$] quote[\"] backslash[\\]")
notice('single \'quoted\' \\ and \n stays')
notice("unicode \u00e9 \u{1F600}")
notice("multi
line")
