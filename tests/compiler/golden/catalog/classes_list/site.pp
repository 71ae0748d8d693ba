class z { }
class a::b { include z }
include a::b
class { 'm': }
class m { }
