$a = @(END)
  text
  END
$b = = 2
