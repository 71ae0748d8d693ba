$a = @(END:text+json)
text
END
