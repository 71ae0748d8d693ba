notice({'b' => 1, 'a' => [1, 2], 'c' => {'d' => 'e'}})
notice({})
notice("${{'x' => 1}}")
notice({1 => 'one', true => 'yes'})
