function foo(Integer *$rest) { $rest }
