if true { define foo() {} }
