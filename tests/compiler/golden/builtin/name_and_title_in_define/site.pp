define d { notice("title=${title} name=${name}") }
d { 'first': }
d { 'second': name => 'custom' }
