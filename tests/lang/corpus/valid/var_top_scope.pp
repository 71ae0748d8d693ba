notice($::a)
