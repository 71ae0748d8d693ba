notice(Nosuchtype['x'])
