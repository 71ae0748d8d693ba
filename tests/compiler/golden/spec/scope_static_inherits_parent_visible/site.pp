class example::parent {
  $from_parent = 'parent value'
}
class example::child inherits example::parent {
  notice("child sees ${from_parent}")
}
include example::child
