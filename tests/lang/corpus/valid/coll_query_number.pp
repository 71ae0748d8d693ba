File <| mode == 644 |>
