class a { notice('a evaluated') }
class b { notice('b evaluated') }
include a, b
include [a, 'b']
include a
