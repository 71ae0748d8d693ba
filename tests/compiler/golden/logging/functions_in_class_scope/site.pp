class loud { warning('from class') }
define shout { err("from define ${title}") }
node default {
  warning('from node')
  include loud
  shout { 'one': }
}
