type Tree = Array[Variant[Integer, Tree]]
