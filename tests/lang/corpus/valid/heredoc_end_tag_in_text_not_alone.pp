$a = @(END)
the END is near
END
