include 'bad-name'
