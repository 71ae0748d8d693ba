$a = Regexp[/ab+/]
