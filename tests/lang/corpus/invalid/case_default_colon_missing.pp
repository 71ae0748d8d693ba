case $x { default {} }
