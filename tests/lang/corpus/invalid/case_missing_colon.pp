case $x { 'a' {} }
