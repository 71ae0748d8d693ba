class a { notify { 'in a': } }
class b { notify { 'in b': } }
class c { notify { 'in c': } }
class wrapper {
  include a
  require b
  contain c
}
include wrapper
