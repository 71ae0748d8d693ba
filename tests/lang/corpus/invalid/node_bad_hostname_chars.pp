node 'foo bar' {}
