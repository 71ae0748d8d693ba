node a {
  1
}
