node 'web1.example.com' { notice("node sees ${role}") }
class c { notice("c sees ${role}") }
