node 'WEB1.Example.COM' { notice('matched uppercase') }
