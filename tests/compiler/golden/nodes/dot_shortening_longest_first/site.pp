node 'www1' { notice('www1') }
node 'www1.example' { notice('www1.example') }
node default { notice('default') }
