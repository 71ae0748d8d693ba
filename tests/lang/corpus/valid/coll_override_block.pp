File <| tag == 'x' |> {
  owner => 'root',
  mode  +> '0644',
}
