notify {'a':message=>'b'}
