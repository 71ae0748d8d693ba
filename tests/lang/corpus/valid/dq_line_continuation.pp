$a = "one \
two"
