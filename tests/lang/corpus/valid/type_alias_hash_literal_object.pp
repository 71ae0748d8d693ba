type Mod::Obj = Object[{
  attributes => { name => String },
}]
