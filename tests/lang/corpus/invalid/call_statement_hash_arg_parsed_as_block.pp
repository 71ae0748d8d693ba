notice { 'a' => 1 }
