node 'web1.example.com' { notice('web1') }
node default { notice('default node') }
