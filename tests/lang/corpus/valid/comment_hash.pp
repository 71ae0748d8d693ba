# a comment
$a = 1 # trailing
#last