$a = @(END/L)
one \
two
END
