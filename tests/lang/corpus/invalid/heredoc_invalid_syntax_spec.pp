$a = @(END:)
text
END
