node 'web1.example.com' { notice('exact') }
node default { notice('default') }
