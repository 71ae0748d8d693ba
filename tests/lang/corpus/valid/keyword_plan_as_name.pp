$a = plan
