case $x { 'a': {} }
