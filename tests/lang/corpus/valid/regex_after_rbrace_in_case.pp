$x = 'a'
case $x { 'b': {} /a/: {} }
