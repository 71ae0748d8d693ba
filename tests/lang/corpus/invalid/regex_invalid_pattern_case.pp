case $x { /[/: {} }
