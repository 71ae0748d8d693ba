import 'other.pp'
