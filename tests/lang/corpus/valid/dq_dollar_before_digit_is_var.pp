$a = "$1 and $0"
