class foo($Bar) {}
