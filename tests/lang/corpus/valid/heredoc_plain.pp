$a = @(END)
  some text
  $notvar
END
