class foo inherits 'bar' {}
