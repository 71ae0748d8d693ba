function foo() >> Optional[Hash[String, Array[Integer]]] { undef }
