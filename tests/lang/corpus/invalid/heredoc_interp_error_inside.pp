$a = @("END")
  line
  ${1 +}
  END
