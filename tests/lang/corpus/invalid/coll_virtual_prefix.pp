@User <| |>
