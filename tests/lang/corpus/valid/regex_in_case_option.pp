case $facts['os'] {
  /^Deb/: { notice('debian') }
  default: {}
}
