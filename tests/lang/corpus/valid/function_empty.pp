function foo() {}
