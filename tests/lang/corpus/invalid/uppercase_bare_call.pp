Notice('x')
