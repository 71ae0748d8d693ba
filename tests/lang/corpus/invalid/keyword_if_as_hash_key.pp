$a = { if => 1, case => 2, class => 3, node => 4 }
