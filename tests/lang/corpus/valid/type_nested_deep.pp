$a = Optional[Variant[Array[Optional[Hash[String, Array[Integer[0]]]]], Undef]]
