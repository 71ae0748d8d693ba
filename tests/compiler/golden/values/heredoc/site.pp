$who = 'world'
$text = @("END")
  Hello ${who}
    indented
  | END
notice($text)
$raw = @(RAW)
no $interpolation here
RAW
notice($raw)
