$x = 'top'
notice("no node scope: ${x}")
