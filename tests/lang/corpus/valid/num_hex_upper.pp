$a = 0XFF
