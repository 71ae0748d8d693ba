User <| title == 'a' |>>
