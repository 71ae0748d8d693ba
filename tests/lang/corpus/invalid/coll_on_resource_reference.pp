User['a'] <| |>
