$a = @(END)
END
