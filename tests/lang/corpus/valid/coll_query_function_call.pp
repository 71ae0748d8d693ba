User <| title == upcase('a') |>
