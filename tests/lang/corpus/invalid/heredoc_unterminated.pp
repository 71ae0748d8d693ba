$a = @(END)
text
