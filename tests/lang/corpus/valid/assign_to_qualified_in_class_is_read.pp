class foo { $x = $foo::y }
