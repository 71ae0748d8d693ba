case $x {
  default: {}
  default: {}
}
