$a = @(END:JSON)
text
END
