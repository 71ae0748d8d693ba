class foo {
  $a = 1;
}
