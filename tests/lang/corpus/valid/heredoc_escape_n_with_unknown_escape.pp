$a = @("END"/n)
x\q
END
