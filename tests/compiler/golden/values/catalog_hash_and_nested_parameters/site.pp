define holder($data, $list, $nothing = undef, $re = undef) { }
holder { 'h':
  data => {'a' => 1, 'b' => [true, 2.5, undef]},
  list => [[1, 2], {'x' => 'y'}],
}
