class caller {
  util::show { 'from-caller': }
}
