node default {
  include web
}
class web { notify { 'w': } }
