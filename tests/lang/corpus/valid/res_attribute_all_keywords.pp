foo { 'x':
  and => 1, case => 2, class => 3, default => 4, define => 5, else => 6, elsif => 7,
  if => 8, in => 9, inherits => 10, node => 11, or => 12, undef => 13, unless => 14,
  type => 15, attr => 16, function => 17, private => 18,
}
