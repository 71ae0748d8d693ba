notice({ 'a' => 1 })
