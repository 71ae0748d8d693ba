$top_var = 'top'
class enc_class {
  notice("enc_class sees top_var=${top_var}")
}
