$a = Array[String, 1, 5]
