foo { 'x': opts => { 'a' => [1, 2] } }
