$a = Hash[String, Variant[String, Integer, Undef]]
