class base { notify { 'n': message => 'base' } }
class derived inherits base { Notify['n'] { message => 'derived' } }
include derived
