node 'www1' { notice('short name matched') }
node default { notice('default') }
