$a = @(END)
  line 1
  line 2
  | END
$b = 1
$c = $b ++ 2
