notice 'a'
notice('b')
include foo
include foo, bar
require foo
contain foo
