node /^web\d+/ {
  notify { 'in regex node': }
}
