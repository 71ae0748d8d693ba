$a = @(END/x)
text
END
