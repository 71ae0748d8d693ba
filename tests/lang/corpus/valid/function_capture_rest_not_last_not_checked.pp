function foo(*$a, $b) {}
