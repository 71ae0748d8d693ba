$v = 'beta-2'
if $v =~ /^alpha-(\d)/ {
  notice("alpha ${1}")
} elsif $v =~ /^beta-(\d)/ {
  notice("beta ${1} whole=${0}")
} else {
  notice('none')
}
