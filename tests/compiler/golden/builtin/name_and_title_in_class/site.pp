class my::klass { notice("title=${title} name=${name}") }
include my::klass
