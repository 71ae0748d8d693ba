define greet { notice("hello ${title}") }
greet { ['alice', 'bob']: }
