class mod::sub::klass { notice('nested class') notify { 'nested notify': } }
