$a = Type[String]
