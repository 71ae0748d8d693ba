class foo { node x {} }
