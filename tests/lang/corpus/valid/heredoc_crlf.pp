$a = @(END)
text
END
