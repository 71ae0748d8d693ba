case $x {
  'a': {
    if $y { notice(1) }
  }
}
