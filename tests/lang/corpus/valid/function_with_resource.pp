function foo() {
  notify { 'in function': }
}
