$a = Sensitive[String]
$b = Deferred
