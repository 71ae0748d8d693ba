$n = 'a'
User <| title == $n |>
