[1].each
|$x| { }
