$a = Tuple[String, Integer, 0, 2]
