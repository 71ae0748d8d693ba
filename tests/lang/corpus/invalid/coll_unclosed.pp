User <| title == 'a'
