define foo() {
  notify { $title: message => $name }
}
