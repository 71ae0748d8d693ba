include web
class web($port = 80) { notice("port ${port}") }
