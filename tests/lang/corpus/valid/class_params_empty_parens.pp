class foo() {}
