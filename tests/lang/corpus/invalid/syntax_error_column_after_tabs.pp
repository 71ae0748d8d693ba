class foo {
	notify { 'x':
		message => ,
	}
}
