class foo($a::b) {}
