attr('x')
