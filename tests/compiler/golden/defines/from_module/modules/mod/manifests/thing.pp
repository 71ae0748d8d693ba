define mod::thing($value) {
  notify { "thing ${title}": message => $value }
}
