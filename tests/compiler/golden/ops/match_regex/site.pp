if 'foo-123' =~ /^(\w+)-(\d+)$/ {
  notice("0=${0} 1=${1} 2=${2}")
}
notice('abc' !~ /z/)
notice('abc' =~ /B/)
