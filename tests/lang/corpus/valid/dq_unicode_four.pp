$a = "e-acute \u00E9"
