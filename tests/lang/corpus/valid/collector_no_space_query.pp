Package<||>
