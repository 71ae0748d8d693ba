$a = @("END")
  ${[1, 2].join('-')}
  END
