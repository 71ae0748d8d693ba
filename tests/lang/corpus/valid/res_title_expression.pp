notify { "a${1 + 1}": }
