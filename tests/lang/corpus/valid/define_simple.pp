define foo::bar($path, $mode = '0644') {
  file { $path: mode => $mode }
}
