node 'web1.example.com' { }
