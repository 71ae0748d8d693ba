class web($port) { notify { "port ${port}": } }
node default { }
