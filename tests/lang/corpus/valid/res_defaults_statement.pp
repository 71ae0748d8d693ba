File {
  owner => 'root',
  mode  => '0644',
}
