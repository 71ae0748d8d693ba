$a = Integer[]
