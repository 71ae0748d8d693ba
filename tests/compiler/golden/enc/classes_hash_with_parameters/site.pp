class web(Integer $port = 80, Array $hosts = []) { notice("web port ${port} hosts ${hosts}") }
class base { notice('base') }
