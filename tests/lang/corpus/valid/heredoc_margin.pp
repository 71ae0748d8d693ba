$a = @(END)
    indented
      more
    | END
