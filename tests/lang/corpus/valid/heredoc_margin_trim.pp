$a = @(END)
    indented
    |- END
