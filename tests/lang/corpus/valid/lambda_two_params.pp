{'a' => 1}.each |$k, $v| { notice("$k=$v") }
