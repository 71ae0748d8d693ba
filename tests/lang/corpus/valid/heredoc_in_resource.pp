file { '/tmp/x':
  content => @(EOT),
    line one
    line two
    | EOT
  mode => '0644',
}
