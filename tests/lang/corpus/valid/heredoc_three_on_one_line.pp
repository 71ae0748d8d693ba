$a = [@(A), @(B), @(C)]
one
|-A
  two
  |B
three
C
