$x = 5
if $x > 10 { notice('big') } elsif $x > 3 { notice('medium') } else { notice('small') }
if '' { notice('empty string is true') }
if 0 { notice('zero is true') }
if undef { notice('never') } else { notice('undef is false') }
