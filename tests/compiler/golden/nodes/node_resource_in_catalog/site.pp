node 'web1.example.com' {
  notify { 'in node': }
}
