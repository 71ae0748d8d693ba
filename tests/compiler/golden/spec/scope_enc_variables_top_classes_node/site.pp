class enc_class {
  notice("enc_class sees enc_var=${enc_var} node_var=${node_var}")
}
notice("top sees enc_var=${enc_var}")
node 'puppet.example.com' {
  $node_var = 'node value'
}
