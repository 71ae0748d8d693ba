class params { $port = 8080 }
class app($port = $params::port) inherits params { notice("port ${port}") }
include app
