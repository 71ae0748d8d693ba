User <| 'a' in groups |>
