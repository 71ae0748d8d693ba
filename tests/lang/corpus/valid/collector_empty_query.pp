File <| |>
