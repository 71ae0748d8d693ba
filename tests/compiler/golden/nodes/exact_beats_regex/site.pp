node /^web/ { notice('regex') }
node 'web1.example.com' { notice('exact') }
