if 'outer-1' =~ /(\d)/ {
  if 'inner-2' =~ /(\d)/ {
    notice("inner ${1}")
  }
  notice("outer ${1}")
}
