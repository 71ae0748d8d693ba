notice(@(A), @(B))
first
A
second
