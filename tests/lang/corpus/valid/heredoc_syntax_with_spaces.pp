$a = @(END : yaml)
key: value
END
