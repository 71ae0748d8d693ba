include mod::sub::klass
