$a = "cost: $ 5 and $"
