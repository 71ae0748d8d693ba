$a = 123abc
