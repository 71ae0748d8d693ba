function foo($title) { $title }
