define foo(
  Enum['a', 'b'] $kind,
  Pattern[/^\d+$/] $num = '1',
) {}
