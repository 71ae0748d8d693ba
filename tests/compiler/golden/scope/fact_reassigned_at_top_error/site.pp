$osfamily = 'Mine'
