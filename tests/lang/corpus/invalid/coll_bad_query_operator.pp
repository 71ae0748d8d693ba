User <| title =~ 'a' |>
