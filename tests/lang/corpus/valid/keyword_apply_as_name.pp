$a = apply
