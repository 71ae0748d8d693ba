node default { notice('default') }
node 'www1' { notice('www1 short') }
