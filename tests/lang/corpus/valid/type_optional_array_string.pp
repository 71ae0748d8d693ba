$a = Optional[Array[String]]
