class once { notice('evaluated') }
include once
include once
class other { include once }
include other
