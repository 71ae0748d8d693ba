class foo(Hash[String, Variant[String, Integer]] $h) {}
