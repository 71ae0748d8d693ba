notify { 'x': }
notice(Notify['x'])
notice(File['/tmp/a'])
notice(Class['foo'])
notice(Notify['a', 'b'])
notice("${Notify['x']}")
notice(Resource['notify', 'y'])
