class foo inherits Bar {}
