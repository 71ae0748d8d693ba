class foo($1) {}
