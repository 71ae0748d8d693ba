$trusted = 'me'
