notice('prefix form')
'method form'.notice
notice 'statement form'
notice 'statement', 'with two args'
notice([3, 1, 2].sort.join('-'))
notice(join(sort([3, 1, 2]), '+'))
