class foo($name) {}
