node /^www/ { notice('regex') }
node 'www1' { notice('short') }
