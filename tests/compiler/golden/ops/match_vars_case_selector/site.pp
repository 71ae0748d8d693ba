case 'web01.example.com' {
  /^web(\d+)\./: { notice("case web ${1}") }
  default: { notice('case default') }
}
$r = 'db07' ? {
  /^db(\d+)$/ => "db number ${1}",
  default     => 'other',
}
notice($r)
