node 'web01.example.com' {
  include foo
}
