@foo { 'x': }
