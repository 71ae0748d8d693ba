$a = Struct[{ a => String, Optional['b'] => Integer }]
