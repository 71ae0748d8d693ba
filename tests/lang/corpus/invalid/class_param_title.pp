class foo($title) {}
