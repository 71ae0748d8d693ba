define Foo() {}
