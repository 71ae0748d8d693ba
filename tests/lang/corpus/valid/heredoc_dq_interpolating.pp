$x = 'v'
$a = @("END")
  value: $x ${x}
  END
