class later { $x = 'later x' }
notice("[${later::x}]")
include later
notice("[${later::x}]")
