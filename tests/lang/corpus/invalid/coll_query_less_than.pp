User <| uid < 100 |>
