case $x { }
