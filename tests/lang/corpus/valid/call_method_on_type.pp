$a = String.new(1)
