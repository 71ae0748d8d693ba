function greet(String $who, String $greeting = 'Hello') {
  "${greeting}, ${who}!"
}
notice(greet('you'))
notice(greet('you', 'Hi'))
notice(greet(42))
