$a = $foo::
