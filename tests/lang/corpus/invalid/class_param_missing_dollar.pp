class foo(a) {}
