User <| !(title == 'a') |>
