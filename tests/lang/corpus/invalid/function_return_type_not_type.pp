function foo() >> 'x' {}
