$greeting = 'Hello'
class test {
  $greeting += ', world'
  notice($greeting)
}
include test
