class dup { }
class dup { }
include dup
