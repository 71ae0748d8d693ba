user <| |>
