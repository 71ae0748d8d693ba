class foo inherits $bar {}
