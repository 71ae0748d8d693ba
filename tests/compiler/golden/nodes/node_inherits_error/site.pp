node 'base' { }
node 'web' inherits 'base' { }
