include no::such::klass
