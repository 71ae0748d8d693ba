define app::instance($port) {
  notify { "instance ${title} on ${port}": }
}
class app {
  app::instance { 'one': port => 1 }
}
include app
