type Mod::Cfg = Struct[{
  name => String,
  Optional[port] => Integer,
}]
