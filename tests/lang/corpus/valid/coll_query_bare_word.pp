Service <| ensure == running |>
