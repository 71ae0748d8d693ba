node 'a', 'b.example.com', /^c/ {
}
