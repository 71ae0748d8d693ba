notify { 42: }
$t = true
notify { "${t}": }
