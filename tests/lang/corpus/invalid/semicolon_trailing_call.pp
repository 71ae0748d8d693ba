notice('x');
