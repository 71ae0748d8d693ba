case $x { 'a': notice(1) }
