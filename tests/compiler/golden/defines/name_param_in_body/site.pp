define d { notify { "t=${title} n=${name}": } }
d { 'the-title': name => 'the-name' }
