define mydef {
  $inner = 'secret'
}
mydef { 'one': }
notice("qualified=[${mydef::inner}]")
