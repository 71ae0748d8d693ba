class tagged {
  tag('extra_tag')
  notify { 'n': tag => ['Mixed', 'second'] }
}
include tagged
