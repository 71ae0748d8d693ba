$a = $x ? {
  'a' => $y ? { 1 => 'a1', default => 'ax' },
  default => 'd',
}
