node 'db1.example.com', 'db2.example.com' { notice('db node') }
node default { notice('default') }
