notice("[${nosuch::x}]")
